/** A form's error, announced as it appears. */
export const FormError = ({ text }: { readonly text: string | null }) =>
  text ? (
    <p role="alert" className="auth__error">
      {text}
    </p>
  ) : null;
