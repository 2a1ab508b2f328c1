import {
  type AgreedTerm,
  agreedTerms,
  currentMarketingConsent,
  MARKETING_EXTRA_KEY,
  termsAnswerProblem,
} from "@orbis/core/account";
import {
  ORBIS_SERVICE,
  type TermsAgreement,
  type TermsItem,
  type UserExtra,
} from "@orbis/core/contract";
import { makeAutoObservable, runInAction } from "mobx";
import type { OrbisApi } from "../api/consoleApi";
import { type LoadState, LoadTickets } from "./loadState";

/** What the consent store needs from outside. */
export interface ConsentStoreDeps {
  readonly api: Pick<
    OrbisApi,
    | "getTerms"
    | "getTermsAgreement"
    | "updateTermsAgreement"
    | "getUserExtraList"
    | "updateUserExtra"
  >;
}

/** A required term cannot be withdrawn from My account (core's `termsAnswerProblem`). */
export class RequiredTermError extends Error {
  override readonly name = "RequiredTermError";
}

/**
 * What the user agreed to, on My account (`/mypage/info`): the service's terms with the answers
 * given (`GET`/`PUT /terms/agreement`) and the marketing consent (`GET /user/extra/list`,
 * `PUT /users/extra`). The optional terms are the marketing consent, so changing either
 * changes both: the switch and the terms list never disagree.
 */
export class ConsentStore {
  state: LoadState = "idle";
  private terms: readonly TermsItem[] = [];
  private agreements: readonly TermsAgreement[] = [];
  private extras: readonly UserExtra[] = [];
  /** A change is on its way to the server. */
  saving = false;
  private readonly tickets = new LoadTickets();

  constructor(private readonly deps: ConsentStoreDeps) {
    makeAutoObservable<ConsentStore, "deps" | "tickets">(this, { deps: false, tickets: false });
  }

  /** The service's terms, each with the user's answer. */
  get rows(): AgreedTerm[] {
    return agreedTerms(this.terms, this.agreements);
  }

  /** Whether the user takes marketing mail. */
  get marketingConsent(): boolean {
    return currentMarketingConsent(this.extras, this.rows);
  }

  /** Reads the terms (in the interface language), the answers, and the extra answers. */
  async load(): Promise<void> {
    const current = this.tickets.take();
    this.state = "loading";
    const query = { serviceId: ORBIS_SERVICE.serviceId };
    try {
      const [{ terms }, { agreements }, extras] = await Promise.all([
        this.deps.api.getTerms({ query }),
        this.deps.api.getTermsAgreement({ query }),
        this.deps.api.getUserExtraList(),
      ]);
      if (!current()) return;
      runInAction(() => {
        this.terms = terms;
        this.agreements = agreements;
        this.extras = extras;
        this.state = "ready";
      });
    } catch (error) {
      if (current()) runInAction(() => (this.state = "failed"));
      throw error;
    }
  }

  /**
   * Answers one term. An optional term is the marketing consent ({@link setMarketingConsent});
   * a required one can only be agreed to, never withdrawn here.
   */
  async answer(termsId: string, agreed: boolean): Promise<void> {
    const problem = termsAnswerProblem(this.rows, termsId, agreed);
    if (problem !== null) throw new RequiredTermError(problem);
    const row = this.rows.find((r) => r.term.id === termsId);
    if (row?.changeable === true) {
      await this.setMarketingConsent(agreed);
      return;
    }
    await this.saveAnswers([{ termsId, agreed }]);
  }

  /**
   * Turns marketing mail on or off at once: the extra answer (which the server mirrors on the
   * user, as mail senders read it), then the optional terms, so both say the same.
   */
  async setMarketingConsent(on: boolean): Promise<void> {
    this.saving = true;
    try {
      const extras = await this.deps.api.updateUserExtra({
        body: { list: [{ key: MARKETING_EXTRA_KEY, value: String(on) }] },
      });
      runInAction(() => {
        this.extras = extras;
      });
      const optional = this.rows.filter((r) => r.changeable && r.agreed !== on);
      if (optional.length > 0) {
        await this.saveAnswers(optional.map((r) => ({ termsId: r.term.id, agreed: on })));
      }
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  private async saveAnswers(answers: { termsId: string; agreed: boolean }[]): Promise<void> {
    const { agreements } = await this.deps.api.updateTermsAgreement({
      body: { serviceId: ORBIS_SERVICE.serviceId, agreements: answers },
    });
    runInAction(() => {
      this.agreements = agreements;
    });
  }
}
