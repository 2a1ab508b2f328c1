import type { ReactNode } from "react";
import { useId } from "react";
import "./account.css";

/** The frame of the pages an emailed or handed-over link opens: a title and what happened. */
export const LinkPage = ({
  title,
  children,
}: {
  readonly title: string;
  readonly children: ReactNode;
}) => {
  const titleId = useId();
  return (
    <main className="page account-link-page">
      <section className="account-link" aria-labelledby={titleId}>
        <h1 id={titleId}>{title}</h1>
        {children}
      </section>
    </main>
  );
};
