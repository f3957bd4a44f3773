import { useState } from 'react';

/**
 * True from the first render in which `open` is: an overlay whose code loads on demand (`React.lazy`) is not
 * rendered, nor fetched, before it is first opened, so the server's HTML and the hydrated tree stay the same;
 * once opened it stays mounted, keeping its state between openings as an eagerly loaded overlay would.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Storing what an earlier render saw (react.dev, "storing information from previous renders").
  if (open && !opened) setOpened(true);
  return opened || open;
}
