// The `--name value` options and `--flag` switches of the bench scripts.
const args = process.argv.slice(2);

/** The value after `--name`, or the fallback when the option is not given. */
export function option(name, fallback) {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : args[index + 1];
}

/** Whether `--name` was given. */
export function flag(name) {
  return args.includes(`--${name}`);
}
