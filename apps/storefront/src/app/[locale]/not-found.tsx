import { NotFoundView } from '@/components/errors/not-found-view';

export default function NotFound() {
  return <NotFoundView />;
}
