import type { FieldErrors } from '../profile-rules';
import { formatPhone } from '../profile-rules';
import { alert, field, html, page, raw } from './html';

export function signInPage(options: {
  uid: string;
  email?: string;
  error?: string;
  clientName?: string;
}): string {
  return page(
    'Sign in',
    html`${options.clientName ? html`<p>to continue to ${options.clientName}</p>` : ''}
${alert('danger', options.error)}
<form method="post" action="/interaction/${options.uid}/login" novalidate>
${field({ name: 'email', label: 'E-mail address', type: 'email', value: options.email ?? '', autocomplete: 'email', required: true })}
${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password', required: true })}
<button type="submit">Sign in</button>
</form>
<p class="switch">New here? <a href="/interaction/${options.uid}/sign-up">Create an account</a></p>`,
  );
}

export interface SignUpValues {
  email?: string;
  firstName?: string;
  lastName?: string;
}

export function signUpPage(options: {
  uid: string;
  values?: SignUpValues;
  errors?: FieldErrors;
  error?: string;
}): string {
  const values = options.values ?? {};
  const errors = options.errors ?? {};
  return page(
    'Create an account',
    html`${alert('danger', options.error)}
<form method="post" action="/interaction/${options.uid}/sign-up" novalidate>
${field({ name: 'email', label: 'E-mail address', type: 'email', value: values.email, error: errors.email, autocomplete: 'email', required: true })}
${field({ name: 'password', label: 'Password', type: 'password', error: errors.password, autocomplete: 'new-password', required: true, hint: 'At least 8 characters.' })}
${field({ name: 'firstName', label: 'First name', value: values.firstName, error: errors.firstName, autocomplete: 'given-name', required: true })}
${field({ name: 'lastName', label: 'Last name', value: values.lastName, error: errors.lastName, autocomplete: 'family-name' })}
<button type="submit">Create account</button>
</form>
<p class="switch">Already have an account? <a href="/interaction/${options.uid}">Sign in</a></p>`,
  );
}

export interface ProfileValues {
  firstName: string;
  lastName: string;
  phone: string;
  phoneVerified: boolean;
  zip: string;
}

export function profilePage(options: {
  email: string;
  values: ProfileValues;
  csrf: string;
  returnTo?: string | undefined;
  errors?: FieldErrors;
  saved?: boolean;
}): string {
  const { values } = options;
  const errors = options.errors ?? {};
  const phoneShown = /^\d{10}$/.test(values.phone) ? formatPhone(values.phone) : values.phone;
  const phoneHint =
    values.phone === ''
      ? 'Ten digits, e.g. (555) 555-0123.'
      : values.phoneVerified
        ? 'Verified.'
        : 'Not verified yet: a changed number is unverified until it is confirmed.';
  return page(
    'Your profile',
    html`<p>Signed in as <strong>${options.email}</strong></p>
${alert('info', options.saved ? 'Your profile was saved.' : undefined)}
${Object.keys(errors).length > 0 ? alert('danger', 'Please correct the fields marked below.') : ''}
<form method="post" action="/profile" novalidate>
<input type="hidden" name="csrf" value="${options.csrf}">
${options.returnTo ? html`<input type="hidden" name="return_to" value="${options.returnTo}">` : ''}
${field({ name: 'firstName', label: 'First name', value: values.firstName, error: errors.firstName, autocomplete: 'given-name', required: true })}
${field({ name: 'lastName', label: 'Last name', value: values.lastName, error: errors.lastName, autocomplete: 'family-name' })}
${field({ name: 'phone', label: 'Phone', type: 'tel', value: phoneShown, error: errors.phone, autocomplete: 'tel-national', hint: phoneHint })}
${field({ name: 'zip', label: 'Zip code', value: values.zip, error: errors.zip, autocomplete: 'postal-code', inputmode: 'numeric' })}
<button type="submit">Save profile</button>
</form>
${options.returnTo ? html`<p class="switch"><a href="${options.returnTo}">Back to the site</a></p>` : ''}`,
  );
}

export function messagePage(title: string, message: string, link?: { href: string; text: string }): string {
  return page(
    title,
    html`<p>${message}</p>${link ? html`<p><a href="${link.href}">${link.text}</a></p>` : ''}`,
  );
}

/** oidc-provider's logout confirmation: `form` is its own markup (the xsrf token), passed through unescaped. */
export function logoutPage(form: string, clientName?: string): string {
  return page(
    'Sign out',
    html`<p>Do you want to sign out${clientName ? html` of ${clientName}` : ''} and of the Forecourt sign-in service?</p>
${raw(form)}
<button type="submit" form="op.logoutForm" value="yes" name="logout" autofocus>Yes, sign me out</button>
<button type="submit" form="op.logoutForm" class="secondary">No, stay signed in</button>`,
  );
}

/**
 * The sign-out of a brand app that proved who it signs out (a matching id_token_hint): one button, pressed by
 * /assets/sign-out.js as soon as the page loads, so the shopper goes straight back to the brand.
 */
export function signingOutPage(form: string, clientName?: string): string {
  return page(
    'Signing you out',
    html`<p>You are being signed out${clientName ? html` of ${clientName}` : ''} and of the Forecourt sign-in service.</p>
${raw(form)}
<button type="submit" form="op.logoutForm" value="yes" name="logout" data-auto-submit autofocus>Sign out</button>`,
    ['/assets/sign-out.js'],
  );
}

export function errorPage(error: string, description?: string): string {
  return page(
    'Something went wrong',
    html`<p>The sign-in request could not be completed${description ? html`: ${description}` : '.'}</p>
<p class="hint">Error code: <code>${error}</code>. Go back to the site and try signing in again.</p>`,
  );
}
