import type { MessageTree } from "@orbis/core/i18n";
import english from "ra-language-english";

/** react-admin's catalogue in ko (to be translated; English until then). */
export const raKo: MessageTree = english as unknown as MessageTree;
