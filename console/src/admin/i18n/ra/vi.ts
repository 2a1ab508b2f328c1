import type { MessageTree } from "@orbis/core/i18n";
import english from "ra-language-english";

/** react-admin's catalogue in vi (to be translated; English until then). */
export const raVi: MessageTree = english as unknown as MessageTree;
