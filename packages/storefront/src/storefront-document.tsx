import type { ReactNode } from 'react';

export interface DocumentAssets {
  /** Stylesheets of the client bundle, in order. */
  readonly styles: readonly string[];
}

/**
 * The HTML document around the app, rendered by React on the server and hydrated as a whole in the browser
 * (React 19 hoists each page's <title>, <meta> and canonical <link> into this head).
 */
export function StorefrontDocument({
  assets,
  theme,
  children,
}: {
  assets: DocumentAssets;
  /** Picks the brand's theme from @forecourt/ui/themes.css. */
  theme: string;
  children: ReactNode;
}) {
  return (
    <html lang="en" data-fc-theme={theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body>
        <div id="app">{children}</div>
      </body>
    </html>
  );
}
