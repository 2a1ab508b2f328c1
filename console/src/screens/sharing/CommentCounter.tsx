import { useTranslation } from "react-i18next";

/** "12 / 1000" under a comment box, marked when over the limit; read out in words. */
export const CommentCounter = ({
  id,
  count,
  max,
}: {
  readonly id: string;
  readonly count: number;
  readonly max: number;
}) => {
  const { t } = useTranslation();
  return (
    <small
      id={id}
      className={count > max ? "comment-counter comment-counter--over" : "comment-counter"}
    >
      <span aria-hidden="true">{t("console:sharing.comments.counter", { count, max })}</span>
      <span className="visually-hidden">
        {t("console:sharing.comments.counterLong", { count, max })}
      </span>
    </small>
  );
};
