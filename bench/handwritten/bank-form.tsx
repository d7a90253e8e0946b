/**
 * The hand-written side of the bench: the bank form as an engineer would write it for this one
 * screen with React 19, react-hook-form (register + formState.errors) and Mantine, from the same
 * card-init reply. Bench only: never shipped, imports nothing from src/.
 */
import { useEffect, useState } from 'react';
import { Button, Loader, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';

interface Option {
  name: string;
}

interface FieldDefinition {
  code: string;
  cate: 'text' | 'enum' | 'citySelect' | 'day';
  title: string;
  subtitle: string;
  note: Option[];
  value: string;
}

type Values = Record<string, string>;

async function loadFields(): Promise<FieldDefinition[]> {
  const response = await fetch('/stations/v3/bind-card/card-init', {
    method: 'POST',
    body: new URLSearchParams({ product_id: '1' }),
  });
  const reply = (await response.json()) as { code: number; message: string; data: { items: FieldDefinition[] } };
  if (reply.code !== 0) throw new Error(reply.message);
  return reply.data.items;
}

function Form({ fields }: { fields: FieldDefinition[] }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({ defaultValues: Object.fromEntries(fields.map((f) => [f.code, f.value])) });
  const onSubmit = (values: Values) => {
    void fetch('/stations/v3/bind-card/bind-card-new', { method: 'POST', body: new URLSearchParams(values) });
  };
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Stack gap="sm" p="md">
        {fields.map((f) => {
          const error = errors[f.code]?.message;
          if (f.cate === 'text') {
            const rules = { required: `Please enter your ${f.title}` };
            return <TextInput key={f.code} label={f.title} placeholder={f.subtitle} inputMode="numeric" size="md" withAsterisk error={error} {...register(f.code, rules)} />;
          }
          const rules = { required: `Please select your ${f.title}` };
          if (f.cate === 'day') return <TextInput key={f.code} type="date" label={f.title} size="md" withAsterisk error={error} {...register(f.code, rules)} />;
          const data = [{ label: 'Select', value: '' }, ...f.note.map((o) => o.name)];
          return <NativeSelect key={f.code} label={f.title} data={data} size="md" withAsterisk error={error} {...register(f.code, rules)} />;
        })}
        <Button type="submit" size="md" radius="xl" fullWidth>
          Next
        </Button>
      </Stack>
    </form>
  );
}

export function BankForm() {
  const [fields, setFields] = useState<FieldDefinition[] | null>(null);
  const [failure, setFailure] = useState('');
  useEffect(() => {
    loadFields().then(setFields, (error: unknown) => setFailure(String(error)));
  }, []);
  if (failure) return <p role="alert">{failure}</p>;
  if (!fields) return <Loader m="xl" />;
  return <Form fields={fields} />;
}
