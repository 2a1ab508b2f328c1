import type { MessageTree } from "@orbis/core/i18n";
import english from "ra-language-english";

/** react-admin's catalogue in ja (to be translated; English until then). */
export const raJa: MessageTree = english as unknown as MessageTree;
