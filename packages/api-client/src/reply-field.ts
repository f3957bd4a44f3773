const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A zod issue path as one name, as contracts' `fieldName` writes request fields: `reply.paymentInfo.creditType`. */
export function replyField(path: readonly PropertyKey[]): string {
  let name = 'reply';
  for (const key of path) {
    if (typeof key === 'number') name += `[${key}]`;
    else if (typeof key === 'string' && IDENTIFIER.test(key)) name += `.${key}`;
    else name += `[${JSON.stringify(String(key))}]`;
  }
  return name;
}
