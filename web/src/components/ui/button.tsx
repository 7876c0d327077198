import type { ButtonHTMLAttributes } from "react";

const VARIANTS = {
  primary: "bg-brand-600 font-medium text-white hover:bg-brand-700",
  secondary: "border border-slate-300 font-medium hover:bg-slate-50",
  danger: "bg-red-600 font-medium text-white hover:bg-red-700",
} as const;

const SIZES = {
  sm: "rounded-md px-2 py-1 text-xs",
  md: "rounded-lg px-3 py-1.5 text-sm",
  lg: "rounded-lg px-4 py-2 text-sm",
} as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
}

/** The app's button: one look per variant and size; `type` defaults to "button" (not submit). */
export function Button({ variant = "secondary", size = "md", type = "button", className, ...props }: ButtonProps) {
  const classes = `${SIZES[size]} ${VARIANTS[variant]} disabled:opacity-50${className ? ` ${className}` : ""}`;
  return <button type={type} className={classes} {...props} />;
}
