import type { ManualContent } from '@zcps/contracts';

interface Props {
  chapters: ManualContent['chapters'];
  active: string | null;
  onPick: (id: string) => void;
}

/** The manual's table of contents: chapters with their sections; a click scrolls to the heading. */
export function ManualToc({ chapters, active, onPick }: Props) {
  const link = (id: string, label: string, cls: string) => (
    <li key={id} className={cls}>
      <a
        href={`#${id}`}
        className={active === id ? 'active' : undefined}
        onClick={(event) => {
          event.preventDefault();
          onPick(id);
        }}
      >
        {label}
      </a>
    </li>
  );
  return (
    <nav className="zcps-manual-toc" data-testid="manual-toc">
      <ol>
        {chapters.flatMap((ch) => [
          link(ch.id, `${ch.number} ${ch.title}`, 'chapter'),
          ...ch.sections.map((s) => link(s.id, `${s.number} ${s.title}`, 'section')),
        ])}
      </ol>
    </nav>
  );
}
