import type { ErrorEntry } from "../entry";
import { educationErrors } from "./education";
import { genericErrors } from "./generic";
import { identityErrors } from "./identity";
import { paymentErrors } from "./payments";
import { planErrors } from "./plan";
import { sessionErrors } from "./session";
import { sharingErrors } from "./sharing";
import { tourErrors } from "./tours";
import { transportErrors } from "./transport";

/**
 * The error catalogue: every code the server answers with and every client-side failure.
 * Codes the product names (docs/product/errors.md) keep their numbers; new ones are added to the file of their
 * range in this folder, and named in `../codes.ts`, never invented ad hoc in a handler.
 * Ranges: 1xxxx generic by HTTP status, 2xxxx storage, 5xxxx session, 6xxxx tours, 7xxxx plan
 * gates, 8xxxx hosting, 9xxxx transport, 11xxxx identity, 12xxxx payments, 13xxxx sharing and
 * comments, 14xxxx education.
 */
export const errorCatalogue = {
  ...genericErrors,
  ...planErrors,
  ...sessionErrors,
  ...tourErrors,
  ...transportErrors,
  ...identityErrors,
  ...paymentErrors,
  ...sharingErrors,
  ...educationErrors,
} as const satisfies Record<number, ErrorEntry>;
