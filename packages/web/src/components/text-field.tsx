import { type ComponentProps, useId } from "react";

interface TextFieldProps extends Omit<ComponentProps<"input">, "id"> {
  label: string;
}

/** An input with its visible label above it. */
export function TextField({ label, className, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} />
    </div>
  );
}
