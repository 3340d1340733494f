// A formik form around one field, for the field stories: initial values, a yup schema, and
// optionally touched fields so an error shows at once. formikField() makes the story component of
// one formik-bound field from it.
import type { ComponentType, ReactNode } from 'react';
import { Form, Formik, type FormikErrors, type FormikTouched, type FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';

export interface FormikStoryProps<V extends FormikValues> {
  initialValues: V;
  schema?: AnyObjectSchema;
  initialTouched?: FormikTouched<V>;
  initialErrors?: FormikErrors<V>;
  onSubmit?: (values: V) => void;
  children: ReactNode;
}

export function FormikStory<V extends FormikValues>({
  initialValues, schema, initialTouched, initialErrors, onSubmit, children,
}: FormikStoryProps<V>) {
  return (
    <Formik<V>
      initialValues={initialValues}
      validationSchema={schema}
      initialTouched={initialTouched}
      initialErrors={initialErrors}
      onSubmit={(values) => onSubmit?.(values)}
    >
      <Form noValidate style={{ maxWidth: 420 }}>
        {children}
      </Form>
    </Formik>
  );
}

/** The args of a field story: the field's props, its initial value and whether it starts touched. */
export type FormikFieldArgs<P, V> = P & { initial?: V; touched?: boolean };

/**
 * The story component of one formik-bound field: the field alone in a FormikStory, its value
 * (under its `name`) starting at `initial` (else `empty`) and validated by `schema`; with
 * `touched` it starts touched and showing `error`.
 */
export function formikField<P extends { name: string }, V>(
  Field: ComponentType<P>,
  { schema, empty, error }: { schema: AnyObjectSchema; empty: V; error: string },
) {
  return function FormikField({ initial = empty, touched = false, ...props }: FormikFieldArgs<P, V>) {
    const fieldProps = props as unknown as P;
    const { name } = fieldProps;
    return (
      <FormikStory<Record<string, unknown>>
        initialValues={{ [name]: initial }}
        schema={schema}
        initialTouched={touched ? { [name]: true } : undefined}
        initialErrors={touched ? { [name]: error } : undefined}
      >
        <Field {...fieldProps} />
      </FormikStory>
    );
  };
}
