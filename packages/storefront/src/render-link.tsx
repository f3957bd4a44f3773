import type { LinkRenderProps } from '@forecourt/ui';
import { Link } from './router';

/** The ui components' link slot, filled with the router's Link: client-side under the shopping base path. */
export function renderLink({ href, children, ...rest }: LinkRenderProps) {
  return (
    <Link href={href} {...rest}>
      {children}
    </Link>
  );
}
