import { Flags } from "@oclif/core";
import type { PaymentHistoryItem } from "@orbis/core/contract";
import { historyRange, paymentHistoryCsv } from "@orbis/core/payments";
import { OrbisCommand } from "../../lib/baseCommand";
import { usageError } from "../../lib/errors";
import { renderTable } from "../../lib/output/table";
import { fetchPaymentHistory, paymentsLanguageOf } from "../../lib/payments/paymentHistory";
import { paymentColumns } from "../../lib/payments/paymentOutput";
import { cliLanguage } from "../../lib/session/api";

export default class PaymentsHistory extends OrbisCommand {
  static override summary = "List your payments, newest first";

  static override description =
    `Every payment of the signed-in account (all pages), optionally within a range of days (both ends included, UTC).
--csv writes an RFC 4180 file to stdout (CRLF line ends, amounts as plain numbers in won or dollars beside a currency column, instants in ISO 8601 UTC); --json writes the payments as the API gives them.`;

  static override examples = [
    "<%= config.bin %> <%= command.id %>",
    "<%= config.bin %> <%= command.id %> --from 2025-01-01 --to 2025-03-31",
    "<%= config.bin %> <%= command.id %> --csv > payments.csv",
    "<%= config.bin %> <%= command.id %> --json | jq '[.[] | select(.status == \"COMPLETE\")]'",
  ];

  static override flags = {
    from: Flags.string({ description: "first day, YYYY-MM-DD (included)" }),
    to: Flags.string({ description: "last day, YYYY-MM-DD (included)" }),
    csv: Flags.boolean({ description: "write CSV to stdout instead of a table" }),
  };

  async run(): Promise<PaymentHistoryItem[]> {
    const { flags } = await this.parse(PaymentsHistory);
    if (flags.csv && this.jsonEnabled())
      throw usageError("--csv and --json both choose the output: use one of them");
    const range = historyRange({ from: flags.from, to: flags.to });
    if (!range.ok)
      throw usageError(
        range.fault === "not-a-day"
          ? `Invalid --${range.field}: ${range.message}`
          : `${range.message}: --from must not be after --to`,
      );
    const payments = await fetchPaymentHistory((await this.session(flags)).api(), range.range);
    const language = cliLanguage();
    if (flags.csv)
      process.stdout.write(paymentHistoryCsv(payments, { language: paymentsLanguageOf(language) }));
    else this.log(renderTable(paymentColumns(language), payments, "No payments yet."));
    return payments;
  }
}
