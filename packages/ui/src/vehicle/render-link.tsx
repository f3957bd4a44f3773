// The link slot is the search folder's: one RenderLink type for every component of the package.
import { type RenderLink, renderPlainLink } from '../search/link';

export type { LinkRenderProps, RenderLink } from '../search/link';

export const renderAnchor: RenderLink = renderPlainLink;
