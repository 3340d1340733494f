// A formik form around one field, for the field stories: initial values, a yup schema, and
// optionally touched fields so an error shows at once.
import type { ReactNode } from 'react';
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
