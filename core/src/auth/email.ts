/**
 * The form an address is stored and compared in: trimmed and lower-cased. Local parts are
 * case-sensitive by RFC 5321, but no mail provider Orbis users meet treats them so, and two
 * accounts differing only in case would be a support problem, not a feature.
 */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/**
 * An address shown to someone who only holds a link (unsubscribe, restore): the first character
 * of the local part and of the domain name stay, the rest is masked, the top-level domain stays.
 * `ada.lovelace@example.com` → `a***@e***.com`.
 */
export const maskEmail = (email: string): string => {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "***";
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf(".");
  const name = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : "";
  return `${local[0]}***@${name[0] ?? ""}***${tld}`;
};
