// Colours come from the design tokens (theme values or CSS variables), never literals: a hex,
// rgb(), hsl() or named-colour literal inside a styled-components or css template is an error.
const LITERAL = /#[0-9a-fA-F]{3,8}\b|\b(?:rgba?|hsla?)\s*\(|:\s*(?:white|black|red|green|blue|gray|grey|orange|yellow|purple)\b/;

function isStyledTag(tag) {
  // styled.div`...`, styled(Button)`...`, styled.div.attrs(...)`...`, css`...`, createGlobalStyle`...`, keyframes`...`
  let node = tag;
  while (node) {
    if (node.type === 'Identifier') return ['styled', 'css', 'createGlobalStyle', 'keyframes'].includes(node.name);
    if (node.type === 'MemberExpression') node = node.object;
    else if (node.type === 'CallExpression') node = node.callee;
    else return false;
  }
  return false;
}

export const noLiteralColour = {
  meta: { type: 'problem', schema: [], messages: { colour: "a literal colour ('{{text}}') in a styled template: use a theme token" } },
  create(context) {
    return {
      TaggedTemplateExpression(node) {
        if (!isStyledTag(node.tag)) return;
        for (const quasi of node.quasi.quasis) {
          const match = LITERAL.exec(quasi.value.cooked ?? quasi.value.raw);
          if (match) context.report({ node: quasi, messageId: 'colour', data: { text: match[0].trim() } });
        }
      },
    };
  },
};
