// ESLint rule: user-visible text in JSX must come from react-intl messages (src/shared/i18n),
// so literal words between tags and in labelling attributes are reported.
const LABEL_ATTRIBUTES = new Set(['alt', 'aria-label', 'label', 'placeholder', 'title']);
const hasWords = (text) => /\p{L}/u.test(text);

export const noJsxLiteralText = {
  meta: {
    type: 'problem',
    docs: { description: 'forbid literal text in JSX; use a message from src/shared/i18n' },
    messages: { literal: 'Literal text "{{text}}" in JSX: use a react-intl message (src/shared/i18n).' },
    schema: [],
  },
  create(context) {
    const report = (node, text) => context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (hasWords(node.value)) report(node, node.value);
      },
      JSXAttribute(node) {
        const value = node.value;
        if (!LABEL_ATTRIBUTES.has(node.name.name) || value?.type !== 'Literal') return;
        if (typeof value.value === 'string' && hasWords(value.value)) report(value, value.value);
      },
    };
  },
};
