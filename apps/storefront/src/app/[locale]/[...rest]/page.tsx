import { notFound } from 'next/navigation';

// Any path outside the route table answers 404 in the visitor's language.
export default function UnknownRoute() {
  notFound();
}
