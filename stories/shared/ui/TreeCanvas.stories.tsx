import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TreeCanvas } from '../../../src/shared/ui/TreeCanvas';
import { smallCompanyTree, wideCompanyTree, type CompanyNodeFixture } from '../../../src/testing/fixtures/companyTree';

const meta = {
  component: TreeCanvas<CompanyNodeFixture>,
  args: { data: smallCompanyTree, label: 'Company structure', onNodeClick: fn(), minHeight: 240 },
  decorators: [(Story) => <div style={{ maxWidth: 880 }}><Story /></div>],
} satisfies Meta<typeof TreeCanvas<CompanyNodeFixture>>;
export default meta;
type Story = StoryObj<typeof meta>;

const percent = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText('Zoom level');

/**
 * A structure no wider than 400 is not pannable. Plus stops at 300%, minus at 10%, Fit returns
 * to 100%; nodes open on click and on Enter.
 */
export const SmallTree: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Company structure' })).toHaveAttribute('data-pannable', 'false');
    await expect(percent(canvasElement)).toHaveTextContent('100%');

    const plus = canvas.getByRole('button', { name: 'Zoom in' });
    await userEvent.click(plus);
    await expect(percent(canvasElement)).toHaveTextContent('110%');
    for (let i = 0; i < 25; i += 1) {
      if ((plus as HTMLButtonElement).disabled) break;
      await userEvent.click(plus);
    }
    await expect(percent(canvasElement)).toHaveTextContent('300%');
    await expect(plus).toBeDisabled();

    const minus = canvas.getByRole('button', { name: 'Zoom out' });
    for (let i = 0; i < 35; i += 1) {
      if ((minus as HTMLButtonElement).disabled) break;
      await userEvent.click(minus);
    }
    await expect(percent(canvasElement)).toHaveTextContent(/^10%$/);
    await expect(minus).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Fit' }));
    await expect(percent(canvasElement)).toHaveTextContent('100%');

    await userEvent.click(canvas.getByRole('button', { name: 'Acme North, Active' }));
    await expect(args.onNodeClick).toHaveBeenLastCalledWith(expect.objectContaining({ code: 'SD0001' }));
    canvas.getByRole('button', { name: 'Acme South, Inactive' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNodeClick).toHaveBeenLastCalledWith(expect.objectContaining({ code: 'SD0002' }));
  },
};

/** The size, in screen pixels, in which a node's name is drawn, and whether it is drawn whole (its
 * lines, read in order, are the name). */
const nameAsDrawn = (node: Element, name: string) => {
  const parts = [...node.querySelectorAll<SVGTSpanElement>('.node-name')];
  const scale = parts[0]!.getScreenCTM()!.a;
  return {
    px: Number.parseFloat(getComputedStyle(parts[0]!).fontSize) * scale,
    whole: parts.map((p) => p.textContent).join(' ') === name,
  };
};

/** Every visible node's name is drawn whole in letters of at least 12 px. */
const everyNameReadable = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll<SVGGElement>('[data-node-id]')].every((node) => {
    const name = node.getAttribute('aria-label')!.split(', ')[0]!;
    const drawn = nameAsDrawn(node, name);
    return drawn.whole && drawn.px >= 12;
  });

/**
 * A structure wider than the view is not shrunk past reading: Fit shows it from its root at 90%,
 * every name whole in letters of 12 px or more, and it pans; Fit returns to it after zooming.
 */
export const WideTree: Story = {
  args: { data: wideCompanyTree },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const drawing = canvas.getByRole('group', { name: 'Company structure' });
    await expect(drawing).toHaveAttribute('data-pannable', 'true');
    await expect(drawing).toHaveAttribute('data-layout', 'top-down');
    await expect(percent(canvasElement)).toHaveTextContent('90%');
    await waitFor(() => expect(everyNameReadable(canvasElement)).toBe(true));
    const minus = canvas.getByRole('button', { name: 'Zoom out' });
    for (let i = 0; i < 5; i += 1) await userEvent.click(minus);
    await expect(percent(canvasElement)).toHaveTextContent('40%');
    await userEvent.click(canvas.getByRole('button', { name: 'Fit' }));
    await expect(percent(canvasElement)).toHaveTextContent('90%');
    await waitFor(() => expect(everyNameReadable(canvasElement)).toBe(true));
    await expect(canvas.getAllByRole('button', { name: /^Retailer / })).toHaveLength(15);
  },
};

/**
 * Branches below the first two levels start closed, each button saying how many agents it
 * hides; opening one shows them and fits the tree again around that branch.
 */
export const ClosedBranches: Story = {
  args: { data: wideCompanyTree, openLevels: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('button', { name: /^Retailer / })).toHaveLength(0);
    const north = canvas.getByRole('button', { name: 'Show the 6 agents below Acme North' });
    await expect(north).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(north);
    await expect(canvas.getAllByRole('button', { name: /^Retailer N-/ })).toHaveLength(6);
    await expect(canvas.getByRole('button', { name: 'Hide the agents below Acme North' })).toHaveAttribute('aria-expanded', 'true');
    canvas.getByRole('button', { name: 'Show the 5 agents below Acme South' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getAllByRole('button', { name: /^Retailer S-/ })).toHaveLength(5);
    // The tree is wider than the view: it is shown around the branch just opened.
    const view = canvas.getByRole('group', { name: 'Company structure' }).getBoundingClientRect();
    const south = canvas.getByRole('button', { name: 'Acme South, Pending' }).getBoundingClientRect();
    await expect(south.left).toBeGreaterThanOrEqual(view.left);
    await expect(south.right).toBeLessThanOrEqual(view.right);
  },
};

/**
 * The search finds by code or by name in any case, opens the closed branch on the way, marks
 * the node and says which of how many; Enter again goes to the next; a miss says so.
 */
export const SearchByCodeOrName: Story = {
  args: { data: wideCompanyTree, openLevels: 2, searchable: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = within(canvas.getByRole('search'));
    const box = search.getByRole('searchbox', { name: 'Find an agent by code or name' });
    await userEvent.type(box, 'rs03{Enter}');
    await expect(await canvas.findByRole('button', { name: 'Retailer S-3, Active' })).toHaveAttribute('data-found', 'true');
    await expect(search.getByRole('status')).toHaveTextContent('Retailer S-3: 1 of 1');
    await userEvent.clear(box);
    await userEvent.type(box, 'acme{Enter}');
    await expect(search.getByRole('status')).toHaveTextContent('Acme Distribution: 1 of 4');
    await userEvent.keyboard('{Enter}');
    await expect(search.getByRole('status')).toHaveTextContent('Acme North: 2 of 4');
    await expect(canvas.getByRole('button', { name: 'Acme North, Active' })).toHaveAttribute('data-found', 'true');
    await userEvent.clear(box);
    await userEvent.type(box, 'nobody{Enter}');
    await expect(search.getByRole('status')).toHaveTextContent('No agent matches “nobody”.');
    // A miss takes the last mark away.
    await expect(canvasElement.querySelector('[data-found="true"]')).toBeNull();
  },
};

/** A name longer than its box wraps at spaces onto more lines, whole, each line inside the box. */
export const LongNameWraps: Story = {
  args: {
    data: { ...smallCompanyTree, name: 'Acme Distribution of the Southern Islands' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const root = canvas.getByRole('button', { name: 'Acme Distribution of the Southern Islands, Active' });
    const lines = [...root.querySelectorAll<SVGTSpanElement>('.node-name')];
    await expect(lines.length).toBeGreaterThan(1);
    await expect(nameAsDrawn(root, 'Acme Distribution of the Southern Islands').whole).toBe(true);
    const box = Number(root.querySelector<SVGSVGElement>('svg')!.getAttribute('width'));
    for (const line of lines) await expect(line.getComputedTextLength()).toBeLessThanOrEqual(box);
  },
};

/**
 * On a phone the tree is indented, a row per node, at 100%: every name whole and readable at
 * first, after opening a branch, after Fit and after a search; nodes and branch buttons still work.
 */
export const OnAPhone: Story = {
  tags: ['smoke'],
  args: { data: { ...wideCompanyTree, name: 'Southern Cross Distribution' }, openLevels: 2, searchable: true },
  decorators: [(Story) => <Story />],
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Company structure' })).toHaveAttribute('data-layout', 'indented');
    await expect(percent(canvasElement)).toHaveTextContent('100%');
    await waitFor(() => expect(everyNameReadable(canvasElement)).toBe(true));
    await userEvent.click(canvas.getByRole('button', { name: 'Show the 6 agents below Acme North' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Fit' }));
    await expect(Number.parseInt(percent(canvasElement).textContent ?? '', 10)).toBeGreaterThanOrEqual(90);
    await waitFor(() => expect(everyNameReadable(canvasElement)).toBe(true));
    await expect(canvas.getAllByRole('button', { name: /^Retailer N-/ })).toHaveLength(6);
    // A found agent: the page scrolls to it; the tree keeps its place in the view.
    await userEvent.type(within(canvas.getByRole('search')).getByRole('searchbox'), 'rs03{Enter}');
    const hit = await canvas.findByRole('button', { name: 'Retailer S-3, Active' });
    await expect(hit).toHaveAttribute('data-found', 'true');
    await waitFor(() => expect(hit.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight));
    const view = canvas.getByRole('group', { name: 'Company structure' }).getBoundingClientRect();
    const root = canvas.getByRole('button', { name: 'Southern Cross Distribution, Active' }).getBoundingClientRect();
    await expect(root.top).toBeGreaterThanOrEqual(view.top);
    await expect(percent(canvasElement)).toHaveTextContent('100%');
    await waitFor(() => expect(everyNameReadable(canvasElement)).toBe(true));
    await userEvent.click(canvas.getByRole('button', { name: 'Acme North, Active' }));
  },
};
