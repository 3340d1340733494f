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

/** Every node of the drawing lies inside its view (Fit shows the whole tree). */
const allInView = (canvasElement: HTMLElement) => {
  const view = within(canvasElement).getByRole('group', { name: 'Company structure' }).getBoundingClientRect();
  return [...canvasElement.querySelectorAll<SVGGElement>('[data-node-id]')].every((node) => {
    const box = node.getBoundingClientRect();
    return box.left >= view.left - 1 && box.right <= view.right + 1;
  });
};

/**
 * A wide structure is fitted whole into the width, below 80% if need be, each node then showing
 * its name alone in larger letters; the view grows to the tree's height; Fit returns to it.
 */
export const WideTree: Story = {
  args: { data: wideCompanyTree },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const drawing = canvas.getByRole('group', { name: 'Company structure' });
    await expect(drawing).toHaveAttribute('data-pannable', 'true');
    const fitted = percent(canvasElement).textContent;
    await expect(Number.parseInt(fitted ?? '', 10)).toBeLessThan(80);
    await waitFor(() => expect(allInView(canvasElement)).toBe(true));
    // Below 80% a node shows its name alone, drawn larger than the normal size.
    const name = canvas.getAllByRole('button', { name: /^Retailer / })[0]!.querySelector<SVGTSpanElement>('.node-name')!;
    await expect(name.style.fontSize).toMatch(/^calc\(/);
    await expect(canvas.getAllByRole('button', { name: /^Retailer / })[0]!.querySelector('.node-status')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
    await expect(percent(canvasElement)).not.toHaveTextContent(fitted ?? '');
    await userEvent.click(canvas.getByRole('button', { name: 'Fit' }));
    await expect(percent(canvasElement)).toHaveTextContent(fitted ?? '');
    await expect(canvas.getAllByRole('button', { name: /^Retailer / })).toHaveLength(15);
  },
};

/**
 * Branches below the first two levels start closed, each button saying how many agents it
 * hides; opening one shows them and fits the tree again.
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

/** A name longer than its box fades out at the edge and keeps the whole name as a tooltip. */
export const LongNameTooltip: Story = {
  args: {
    data: { ...smallCompanyTree, name: 'Acme Distribution of the Southern Pacific Islands' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const root = canvas.getByRole('button', { name: 'Acme Distribution of the Southern Pacific Islands, Active' });
    await expect(root.querySelector('title')).toHaveTextContent('Acme Distribution of the Southern Pacific Islands');
    const name = root.querySelector<SVGTextContentElement>('.node-name')!;
    const box = root.querySelector<SVGSVGElement>('svg')!;
    await expect(name.getComputedTextLength()).toBeGreaterThan(Number(box.getAttribute('width')));
  },
};

/** On a phone Fit shows the whole tree, small, with names drawn larger. */
export const OnAPhone: Story = {
  tags: ['smoke'],
  args: { data: wideCompanyTree, openLevels: 2, searchable: true },
  decorators: [(Story) => <Story />],
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(Number.parseInt(percent(canvasElement).textContent ?? '', 10)).toBeLessThan(80);
    await waitFor(() => expect(allInView(canvasElement)).toBe(true));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Acme North, Active' }));
  },
};
