import { koAiGallery } from "./gallery/ko";

/**
 * The AI image screens' Korean messages (`aiImages` namespace): the reference shape of English
 * and Vietnamese. The AI parts speak Korean, English and Vietnamese only (docs/product/overview.md).
 */
export const ko = {
  lead: "장소를 글로 설명하면 투어에 장면으로 넣을 수 있는 360° 파노라마를 만들어 드립니다.",
  loading: "불러오는 중…",
  loadFailed: "AI 이미지를 불러오지 못했습니다.",
  retry: "다시 시도",
  seePlans: "요금제 보기",
  sketch: {
    title: "AI 모델이 설정되지 않았습니다",
    text: "이 서버에는 AI 이미지 모델이 없습니다. 이미지는 AI 모델이 만든 그림이 아니라, 입력한 설명과 스타일로 그린 절차적 스케치입니다.",
  },
  usage: {
    title: "이번 달 크레딧",
    meter: "이번 달 사용한 AI 이미지 크레딧",
    figure: "{{used}} / {{limit}}장",
    unlimited: "{{used}}장 사용 · 제한 없음",
    left_one: "{{count}}장 남음",
    left_other: "{{count}}장 남음",
    renews: "{{date}}에 크레딧이 다시 채워집니다",
  },
  form: {
    title: "새 파노라마",
    prompt: "설명",
    promptHint: "만들 장소를 설명하세요. 예: 고깃배가 있는 새벽의 조용한 항구",
    counter: "{{length}} / {{max}}자",
    style: "스타일",
    count: "이미지 수",
    generate: "생성",
    generating: "요청하는 중…",
    needsPrompt: "설명을 입력하면 이미지를 생성할 수 있습니다.",
    requested_one: "이미지 {{count}}장을 요청했습니다. 생성되는 동안 아래에 표시됩니다.",
    requested_other: "이미지 {{count}}장을 요청했습니다. 생성되는 동안 아래에 표시됩니다.",
  },
  style: {
    daylight: "한낮",
    sunset: "노을",
    night: "별이 빛나는 밤",
    desert: "사막",
    snow: "설원",
    pastel: "파스텔",
  },
  pending: {
    title: "생성 중",
    none: "생성 중인 이미지가 없습니다.",
    hint: "5초마다 확인합니다. 끝나면 오른쪽 위에 알림이 뜹니다.",
  },
  gallery: koAiGallery,
};

/** The `aiImages` namespace of one language. */
export type AiImagesMessages = typeof ko;
