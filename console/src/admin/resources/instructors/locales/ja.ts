import type { InstructorsMessages } from "./ko";

/** Japanese texts of the instructors resource (`resources.instructors.*`: the caller's own profile). */
export const jaInstructors: InstructorsMessages = {
  name: "講師プロフィール",
  fields: {
    name: "氏名",
    organization: "所属",
    phone: "電話番号",
    introduction: "自己紹介",
  },
  missing: "講師プロフィールが見つかりませんでした。",
  certification: {
    title: "講師認定",
    certified: "認定",
    yes: "認定済み",
    no: "未認定",
    number: "認定番号",
    expiresAt: "有効期限",
    renew: "更新する",
    renewed: "講師認定を更新しました。",
    needsPlan: "講師プランをお支払いいただくと更新できます。",
    plans: "プランを見る",
  },
};
