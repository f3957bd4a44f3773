const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML content and double- or single-quoted attributes. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}

/** Markup already escaped by the templates below, kept apart from raw strings by its type. */
export interface Html {
  readonly html: string;
}

export function raw(html: string): Html {
  return { html };
}

/** A tagged template that escapes every interpolation except `Html` values and arrays of them. */
export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return raw(out);
}

function render(value: unknown): string {
  if (value === undefined || value === null || value === false) return '';
  if (Array.isArray(value)) return value.map(render).join('');
  if (typeof value === 'object' && 'html' in value) return String((value as Html).html);
  return escapeHtml(value);
}

export const STYLESHEET = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2330;background:#f4f5f7}
main{max-width:26rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:1.5rem;margin:0 0 1rem}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{width:100%;padding:.6rem;border:1px solid #8a93a3;border-radius:4px;font:inherit}
input[aria-invalid=true]{border-color:#b3261e}
.hint{font-size:.875rem;color:#4a5263;margin:.25rem 0 0}
.field-error{color:#b3261e;font-size:.875rem;margin:.25rem 0 0}
.alert{padding:.75rem;border-radius:4px;margin:0 0 1rem}
.alert.danger{background:#fdecea;color:#8a1c13}
.alert.info{background:#e8f1fd;color:#0b3d91}
button{margin-top:1.5rem;width:100%;padding:.7rem;border:0;border-radius:4px;background:#0b5cd5;color:#fff;font:inherit;font-weight:600;cursor:pointer}
button.secondary{background:#e4e7ec;color:#1d2330}
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #ffbf47;outline-offset:2px}
p.switch{margin-top:1.5rem;text-align:center}
`;

/**
 * The one script of identity's pages (served from /assets/sign-out.js, 'self' under the CSP): it presses the
 * sign-out page's button, so a sign-out the brand app proved with its id_token_hint needs no click. Without script
 * the shopper sees the same page with its one button.
 */
export const SIGN_OUT_SCRIPT = `document.querySelector('button[data-auto-submit]')?.click();
`;

/** The page frame: one stylesheet, a main landmark, the title as the only h1, and the scripts given (paths). */
export function page(title: string, body: Html, scripts: readonly string[] = []): string {
  return html`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Forecourt</title>
<link rel="stylesheet" href="/assets/identity.css">
</head>
<body>
<main>
<h1>${title}</h1>
${body}
</main>
${scripts.map((src) => html`<script src="${src}" defer></script>`)}
</body>
</html>`.html;
}

export interface FieldOptions {
  name: string;
  label: string;
  type?: string;
  value?: string;
  error?: string | undefined;
  autocomplete: string;
  required?: boolean;
  hint?: string;
  inputmode?: string;
}

/** A labelled input; its error and hint are tied to it with aria-describedby. */
export function field(options: FieldOptions): Html {
  const id = `field-${options.name}`;
  const described = [options.hint ? `${id}-hint` : '', options.error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return html`<label for="${id}">${options.label}</label>
<input id="${id}" name="${options.name}" type="${options.type ?? 'text'}" value="${options.value ?? ''}" autocomplete="${options.autocomplete}"${options.required ? raw(' required') : ''}${options.inputmode ? html` inputmode="${options.inputmode}"` : ''}${options.error ? raw(' aria-invalid="true"') : ''}${described ? html` aria-describedby="${described}"` : ''}>
${options.hint ? html`<p class="hint" id="${id}-hint">${options.hint}</p>` : ''}
${options.error ? html`<p class="field-error" id="${id}-error">${options.error}</p>` : ''}`;
}

export function alert(kind: 'danger' | 'info', message: string | undefined): Html {
  return message
    ? html`<div class="alert ${kind}" role="${kind === 'danger' ? 'alert' : 'status'}">${message}</div>`
    : raw('');
}
