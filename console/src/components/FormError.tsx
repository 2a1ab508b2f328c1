import "./Field.css";

/** A form's error, announced as it appears; styled wherever the form is (not only on auth pages). */
export const FormError = ({ text }: { readonly text: string | null }) =>
  text ? (
    <p role="alert" className="form-error">
      {text}
    </p>
  ) : null;
