import { CARD_FIELD_LENGTHS, MASKED_CARD_GROUPS } from "./constants";

/** The four groups of a card number as the form holds them. */
export type CardNumberGroups = readonly [string, string, string, string];

/** Four empty groups: a fresh form. */
export const EMPTY_CARD_GROUPS: CardNumberGroups = ["", "", "", ""];

/** Whether the group at a zero-based index is shown as a password field (groups 2 and 3). */
export const isMaskedCardGroup = (groupIndex: number): boolean =>
  MASKED_CARD_GROUPS.includes(groupIndex);

/** What typing leaves in a group: digits only, at most four of them. */
export const sanitizeCardGroup = (value: string): string =>
  value.replace(/\D/g, "").slice(0, CARD_FIELD_LENGTHS.group);

/** The wire form of a card number: the groups joined by hyphens. */
export const joinCardNumber = (groups: CardNumberGroups): string => groups.join("-");

/** The groups of a card number written with or without hyphens; missing digits leave groups empty. */
export const splitCardNumber = (cardNumber: string): CardNumberGroups => {
  const digits = cardNumber.replace(/\D/g, "");
  const group = (index: number): string =>
    digits.slice(index * CARD_FIELD_LENGTHS.group, (index + 1) * CARD_FIELD_LENGTHS.group);
  return [group(0), group(1), group(2), group(3)];
};

/** The groups with one of them replaced by its sanitized new value. */
export const setCardGroup = (
  groups: CardNumberGroups,
  groupIndex: number,
  value: string,
): CardNumberGroups => {
  const next = sanitizeCardGroup(value);
  return [
    groupIndex === 0 ? next : groups[0],
    groupIndex === 1 ? next : groups[1],
    groupIndex === 2 ? next : groups[2],
    groupIndex === 3 ? next : groups[3],
  ];
};

/**
 * Where focus goes after a group changed (docs/product/validation.md): to the next group once this one holds four
 * digits, back to the previous one when this one was emptied, otherwise nowhere (`null`: stay).
 * The first group has nowhere to go back to and the last nowhere to go forward to.
 */
export const nextFocus = (groupIndex: number, value: string): number | null => {
  const length = sanitizeCardGroup(value).length;
  if (length === CARD_FIELD_LENGTHS.group && groupIndex < CARD_FIELD_LENGTHS.groups - 1) {
    return groupIndex + 1;
  }
  if (length === 0 && groupIndex > 0) return groupIndex - 1;
  return null;
};

/** What typing into a group leaves: the groups, and where focus goes (`null`: stay). */
export interface CardGroupsTyped {
  readonly groups: CardNumberGroups;
  readonly focus: number | null;
}

/**
 * Typing `value` into a group. Four digits or fewer stay in the group, and focus moves as
 * {@link nextFocus} says. More digits (a pasted number, or the browser filling a saved card
 * into the first group) spill into the following groups, four each, and focus goes to the group
 * after the last one filled; what passes the fourth group is dropped.
 */
export const typeIntoCardGroups = (
  groups: CardNumberGroups,
  groupIndex: number,
  value: string,
): CardGroupsTyped => {
  const digits = value.replace(/\D/g, "");
  const size = CARD_FIELD_LENGTHS.group;
  if (digits.length <= size) {
    return {
      groups: setCardGroup(groups, groupIndex, digits),
      focus: nextFocus(groupIndex, digits),
    };
  }
  let next = groups;
  let last = groupIndex;
  for (let index = groupIndex; index < CARD_FIELD_LENGTHS.groups; index += 1) {
    const chunk = digits.slice((index - groupIndex) * size, (index - groupIndex + 1) * size);
    if (chunk === "") break;
    next = setCardGroup(next, index, chunk);
    last = index;
  }
  const full = next[last]?.length === size;
  const focus = full && last < CARD_FIELD_LENGTHS.groups - 1 ? last + 1 : last;
  return { groups: next, focus: focus === groupIndex ? null : focus };
};
