import type { LicencesMessages } from "./ko";

/** English texts of the licences resource (`resources.licences.*`, in Polyglot's format). */
export const enLicences: LicencesMessages = {
  name: "Licence |||| Licences",
  fields: {
    productCode: "Product",
    durationMonths: "Duration",
    state: "State",
    studentAlias: "Student",
    purchasedAt: "Purchased",
    deliveredAt: "Delivered",
    expiresAt: "Expires",
    id: "ID",
  },
  states: { available: "Available", delivered: "Delivered", expired: "Expired" },
  product: {
    single: "Student licence, %{smart_count} month |||| Student licence, %{smart_count} months",
    bulk: "Student licence, %{smart_count} month, pack of 10 |||| Student licence, %{smart_count} months, pack of 10",
  },
  months: "%{smart_count} month |||| %{smart_count} months",
  available: "%{smart_count} licence available |||| %{smart_count} licences available",
  buy: "Buy licences",
};
