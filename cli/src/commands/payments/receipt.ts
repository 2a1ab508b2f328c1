import { Args } from "@oclif/core";
import type { Receipt } from "@orbis/core/contract";
import { langCodeOf } from "@orbis/core/i18n";
import { OrbisCommand } from "../../lib/baseCommand";
import { renderFields } from "../../lib/output/table";
import { paymentsLanguageOf } from "../../lib/payments/paymentHistory";
import { receiptFields } from "../../lib/payments/paymentOutput";
import { cliLanguage } from "../../lib/session/api";

export default class PaymentsReceipt extends OrbisCommand {
  static override summary = "Show the receipt of one of your payments";

  static override examples = [
    "<%= config.bin %> <%= command.id %> m_20250301_8f2c…",
    "<%= config.bin %> <%= command.id %> m_20250301_8f2c… --json | jq -r .receiptUrl",
  ];

  static override args = {
    merchantUid: Args.string({
      description: "the payment's merchant UID (see orbis payments history)",
      required: true,
    }),
  };

  async run(): Promise<Receipt> {
    const { args, flags } = await this.parse(PaymentsReceipt);
    const session = await this.session(flags);
    const language = cliLanguage();
    const receipt = await session.api().getPaymentReceipt({
      params: { merchantUid: args.merchantUid },
      headers: { langcode: langCodeOf(paymentsLanguageOf(language)) },
    });
    this.log(renderFields(receiptFields(receipt, language, session.apiUrl)));
    return receipt;
  }
}
