/** A minimal browser for driving the sign-in flow over HTTP: keeps cookies, follows redirects on request. */
export class Browser {
  readonly cookies = new Map<string, string>();

  async request(url: string | URL, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    const headers: Record<string, string> = {};
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const response = await fetch(url, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((attribute) => /^\s*expires=/i.test(attribute) && Date.parse(attribute.split('=')[1]!) < Date.now());
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** Follows redirects until one leaves for `stopAt` (the app's callback), returning that URL. */
  async followUntil(url: string | URL, stopAt: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<{ url: URL; last: Response }> {
    let current = new URL(url);
    let response = await this.request(current, init);
    for (let hops = 0; hops < 10; hops++) {
      const location = response.headers.get('location');
      if (!location || response.status < 300 || response.status >= 400) return { url: current, last: response };
      current = new URL(location, current);
      if (current.toString().startsWith(stopAt)) return { url: current, last: response };
      response = await this.request(current);
    }
    throw new Error('Too many redirects');
  }
}

/** The action of the sign-in page's form and whether the page lists an account. */
export function signInForm(html: string): { action: string } {
  const match = /<form method="post" action="([^"]+\/login)"/.exec(html);
  if (!match) throw new Error('No sign-in form on the page');
  return { action: match[1]! };
}
