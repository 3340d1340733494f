// Attachments by drop or browse (spec 1 section 5, spec 3 section 5): blocked and allowed types,
// duplicate names skipped, a total size limit (25 MB by default), optional single-file size and
// name-length limits, files removable one by one, sizes in 1024-based units.
import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useField } from 'formik';
import { defineMessages, useIntl, type IntlShape, type NoMessageValues } from 'react-intl';
import styled, { css } from 'styled-components';
import { commonMessages } from '../../i18n/messages/common';
import { Button } from '../Button';
import { LabelText, withValues } from '../FormField';
import { VisuallyHidden } from '../VisuallyHidden';
import {
  ALLOWED_EXTENSIONS, DEFAULT_MAX_TOTAL_MB, checkFiles, formatBytes, joinFileNames, totalSize, type FileCheck,
  type FileRules,
} from './fileRules';

const messages = defineMessages<{
  maxFiles: { n: number | undefined };
  total: { used: string; max: number };
  listLabel: NoMessageValues;
}>({
  maxFiles: { id: 'FILE.MAX_FILES', defaultMessage: 'Only {n, plural, one {# file} other {# files}} can be attached.' },
  total: { id: 'FILE.TOTAL', defaultMessage: 'Total {used} of {max} MB' },
  listLabel: { id: 'FILE.LIST', defaultMessage: 'Attached files' },
});

export interface FileDropProps {
  /** The group's label, 'Attachments' by default. */
  label?: ReactNode;
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** Accepted extensions (no dot); the default document/image/audio/video/archive list. */
  accept?: readonly string[];
  /** Total of all files in MB; default 25. */
  maxTotalMb?: number;
  /** One file's size in MB ('Max file size: {n}mb'). */
  maxFileMb?: number;
  /** File name length ('Max filename length: {n}'). */
  maxFileNameLength?: number;
  /** How many files; 1 makes the browse dialog single-select. */
  maxFiles?: number;
  /** Called with the outcome of each add, e.g. to log refusals. */
  onChecked?: (check: FileCheck<File>) => void;
  required?: boolean;
  disabled?: boolean;
  help?: ReactNode;
  /** An error from the form (shown under the zone). */
  error?: ReactNode;
  className?: string;
}

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const GroupLabel = styled.div`
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.text};
`;

const Zone = styled.div<{ $over: boolean; $disabled: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[4]};
  border: 2px dashed ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceSunken};
  color: ${({ theme }) => theme.color.text};
  text-align: center;
  transition: border-color ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};
  ${({ $over, theme }) => $over && css`border-color: ${theme.color.primary}; background: ${theme.color.surface};`}
  ${({ $disabled }) => $disabled && css`opacity: 0.6;`}
`;

const Hint = styled.div`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Problems = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.dangerText};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

const Name = styled.span`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Size = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: nowrap;
`;

/** The texts of what went wrong in one add, in the spec's words. */
export function problemTexts(intl: IntlShape, check: FileCheck<File>, rules: FileRules): string[] {
  const out: string[] = [];
  if (check.refusedType.length) {
    out.push(intl.formatMessage(withValues(commonMessages.fileInvalidType), { fileName: joinFileNames(check.refusedType) }));
  }
  if (check.nameTooLong.length) {
    out.push(`${joinFileNames(check.nameTooLong)}: ${intl.formatMessage(withValues(commonMessages.fileMaxNameLength), { n: rules.maxFileNameLength })}`);
  }
  if (check.tooLarge.length) {
    out.push(`${joinFileNames(check.tooLarge)}: ${intl.formatMessage(withValues(commonMessages.fileMaxSize), { n: rules.maxFileMb })}`);
  }
  if (check.overCount.length) {
    out.push(intl.formatMessage(messages.maxFiles, { n: rules.maxFiles }));
  }
  if (check.overTotal.length) {
    out.push(intl.formatMessage(withValues(commonMessages.fileTotalSizeExceeded), { n: rules.maxTotalMb ?? DEFAULT_MAX_TOTAL_MB }));
  }
  return out;
}

export function FileDrop({
  label, files, onChange, accept = ALLOWED_EXTENSIONS, maxTotalMb = DEFAULT_MAX_TOTAL_MB, maxFileMb,
  maxFileNameLength, maxFiles, onChecked, required, disabled = false, help, error, className,
}: FileDropProps) {
  const intl = useIntl();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const browse = useRef<HTMLButtonElement>(null);
  const [over, setOver] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const rules: FileRules = { accept, maxTotalMb, maxFileMb, maxFileNameLength, maxFiles };
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const problemsId = `${id}-problems`;

  const add = (incoming: File[]) => {
    if (disabled || incoming.length === 0) return;
    const check = checkFiles(files, incoming, rules);
    setProblems(problemTexts(intl, check, rules));
    onChecked?.(check);
    if (check.accepted.length) onChange([...files, ...check.accepted]);
  };

  const remove = (name: string) => {
    setProblems([]);
    onChange(files.filter((f) => f.name !== name));
    browse.current?.focus();
  };

  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setOver(false);
    add(Array.from(e.dataTransfer.files));
  };

  // The total a person can reach: one file of at most maxFileMb says only that (never a larger total).
  const totalMb = maxFileMb !== undefined && maxFiles !== undefined ? Math.min(maxTotalMb, maxFileMb * maxFiles) : maxTotalMb;
  const limits = [
    maxFileMb !== undefined ? intl.formatMessage(withValues(commonMessages.fileMaxSize), { n: maxFileMb }) : null,
    maxFileNameLength !== undefined ? intl.formatMessage(withValues(commonMessages.fileMaxNameLength), { n: maxFileNameLength }) : null,
    maxFiles === 1 && maxFileMb !== undefined ? null : intl.formatMessage(messages.total, { used: formatBytes(totalSize(files)), max: totalMb }),
  ].filter(Boolean).join(' · ');

  return (
    <Group role="group" aria-labelledby={labelId} className={className}>
      <GroupLabel id={labelId}>
        <LabelText label={label ?? intl.formatMessage(commonMessages.attachments)} required={required} />
      </GroupLabel>
      <Zone
        $over={over}
        $disabled={disabled}
        data-testid="file-drop-zone"
        onDragEnter={(e) => { e.preventDefault(); if (!disabled) setOver(true); }}
        onDragOver={(e) => { e.preventDefault(); }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <span>{intl.formatMessage(commonMessages.fileDropHint)}</span>
        <Button ref={browse} variant="secondary" onClick={() => input.current?.click()} disabled={disabled} aria-describedby={hintId}>
          {intl.formatMessage(commonMessages.browseFiles)}
        </Button>
        <VisuallyHidden as="span">
          <input
            ref={input}
            type="file"
            tabIndex={-1}
            aria-labelledby={labelId}
            multiple={maxFiles !== 1}
            accept={accept.map((a) => `.${a}`).join(',')}
            disabled={disabled}
            onChange={(e) => {
              add(Array.from(e.target.files ?? []));
              // Let the same file be chosen again after it was removed.
              e.target.value = '';
            }}
          />
        </VisuallyHidden>
        <Hint id={hintId}>{limits}</Hint>
      </Zone>
      {help ? <Hint>{help}</Hint> : null}
      <Problems id={problemsId} role="alert">
        {problems.map((p) => <div key={p}>{p}</div>)}
        {error ? <div>{error}</div> : null}
      </Problems>
      {files.length ? (
        <List aria-label={intl.formatMessage(messages.listLabel)}>
          {files.map((f) => (
            <Item key={f.name}>
              <Name>{f.name}</Name>
              <Size>{formatBytes(f.size)}</Size>
              <Button
                variant="ghost"
                size="sm"
                disabled={disabled}
                aria-label={intl.formatMessage(withValues(commonMessages.fileRemove), { fileName: f.name })}
                onClick={() => remove(f.name)}
              >
                {intl.formatMessage(commonMessages.remove)}
              </Button>
            </Item>
          ))}
        </List>
      ) : null}
    </Group>
  );
}

export interface FileDropFieldProps extends Omit<FileDropProps, 'files' | 'onChange' | 'error'> {
  /** The formik field holding File[]. */
  name: string;
}

/** FileDrop bound to a formik field of File[]; the field's error shows once touched. */
export function FileDropField({ name, ...props }: FileDropFieldProps) {
  const [field, meta, helpers] = useField<File[]>(name);
  return (
    <FileDrop
      {...props}
      files={field.value ?? []}
      onChange={(next) => {
        void helpers.setValue(next);
        void helpers.setTouched(true, false);
      }}
      error={meta.touched && meta.error ? String(meta.error) : undefined}
    />
  );
}
