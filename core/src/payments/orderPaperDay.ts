/** A day as the order paper writes it (docs/product/entities.md): YYYYMMDD, in UTC like every stored instant. */
export const orderPaperDay = (at: Date): string =>
  at.toISOString().slice(0, 10).replaceAll("-", "");
