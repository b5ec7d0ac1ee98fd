import type { ReactNode } from 'react';
import { blocksOf, layoutOf } from '../../../shared/crossword/grid';
import type { Crossword } from '../../../shared/crossword/schema';
import type { MedwordPuzzle } from '../../../shared/medword/schema';
import type { MedlePuzzle } from '../../../shared/medle/schema';
import type { MedmatchPuzzle } from '../../../shared/medmatch/schema';
import type { ContentKind } from '../../../shared/admin/calendar';
import type { DailyQuestionContent } from '../../../shared/daily-question/schema';

/**
 * The upload panel's live preview of a checked puzzle (issue 18): a crossword as its grid with
 * clue numbers and both clue lists; the other games as a readable card of what players will meet.
 */
export function UploadPreview({ kind, data }: { kind: ContentKind; data: unknown }) {
  switch (kind) {
    case 'mini':
    case 'medical':
      return <CrosswordPreview puzzle={data as Crossword} />;
    case 'medword':
      return <MedwordPreview puzzle={data as MedwordPuzzle} />;
    case 'medle':
      return <MedlePreview puzzle={data as MedlePuzzle} />;
    case 'medmatch':
      return <MedmatchPreview puzzle={data as MedmatchPuzzle} />;
    case 'question':
      return <QuestionPreview q={data as DailyQuestionContent & { topic: string }} />;
  }
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="admin-preview__card">
      <h3 className="admin-preview__title">{title}</h3>
      {children}
    </div>
  );
}

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="admin-preview__facts">
      {items.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

function CrosswordPreview({ puzzle }: { puzzle: Crossword }) {
  const layout = layoutOf(blocksOf(puzzle.answerGrid));
  const keys = (cells: Crossword['circled']) => new Set(cells?.map(([r, c]) => `${r},${c}`));
  const circled = keys(puzzle.circled);
  const shaded = keys(puzzle.shaded);
  return (
    <Card title={puzzle.title}>
      {puzzle.subtitle ? <p className="admin-preview__muted">{puzzle.subtitle}</p> : null}
      {circled.size + shaded.size > 0 ? (
        <p className="admin-preview__muted">
          {(
            [
              [circled.size, 'circled'],
              [shaded.size, 'shaded'],
            ] as const
          )
            .filter(([n]) => n > 0)
            .map(([n, what]) => `${n} ${what} ${n === 1 ? 'square' : 'squares'}`)
            .join(', ')}
        </p>
      ) : null}
      <div className="admin-preview__crossword">
        <div className="admin-preview__grid">
          <table className="admin-grid" aria-label={`${layout.rows} by ${layout.cols} grid`}>
            <tbody>
              {puzzle.answerGrid.map((row, r) => (
                <tr key={r}>
                  {row.map((letter, c) => {
                    const number = layout.numbers[r]?.[c];
                    return letter === '' ? (
                      <td key={c} className="admin-grid__block" aria-label="black square" />
                    ) : (
                      <td
                        key={c}
                        className={shaded.has(`${r},${c}`) ? 'admin-grid__shaded' : undefined}
                      >
                        {number ? <span className="admin-grid__number">{number}</span> : null}
                        {circled.has(`${r},${c}`) ? (
                          <span className="admin-grid__circle" aria-hidden="true" />
                        ) : null}
                        <span className="admin-grid__letter">{letter}</span>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="admin-preview__clues">
          {(
            [
              ['Across', puzzle.acrossClues],
              ['Down', puzzle.downClues],
            ] as const
          ).map(([heading, clues]) => (
            <div key={heading}>
              <h4>{heading}</h4>
              <ol>
                {clues.map((c) => (
                  <li key={c.number}>
                    <strong>{c.number}</strong> {c.clue}
                  </li>
                ))}
              </ol>
            </div>
          ))}
        </div>
      </div>
    </Card>
  );
}

function MedwordPreview({ puzzle }: { puzzle: MedwordPuzzle }) {
  const hints = puzzle.hints;
  return (
    <Card title={puzzle.target_word}>
      <Facts
        items={[
          ['Category', puzzle.word_category],
          ['Difficulty', puzzle.difficulty_level],
          ['Hints', hints.length],
        ]}
      />
      <ol className="admin-preview__list">
        {hints.map((h, i) => (
          <li key={i}>{h}</li>
        ))}
      </ol>
      <p>{puzzle.explanation}</p>
    </Card>
  );
}

function MedlePreview({ puzzle }: { puzzle: MedlePuzzle }) {
  return (
    <Card title={puzzle.diagnosis}>
      <Facts
        items={[
          ['Category', puzzle.category.replace(/_/g, ' ')],
          ['Difficulty', puzzle.difficulty_level],
          ['Clues', puzzle.clues.length],
          ['Accepted answers', puzzle.accepted_answers.join(', ') || '–'],
        ]}
      />
      <ol className="admin-preview__list">
        {puzzle.clues.map((c, i) => (
          <li key={i}>{c}</li>
        ))}
      </ol>
    </Card>
  );
}

function MedmatchPreview({ puzzle }: { puzzle: MedmatchPuzzle }) {
  return (
    <Card title={puzzle.topic}>
      <Facts
        items={[
          ['Difficulty', puzzle.difficulty_level],
          ['Rounds', puzzle.rounds.length],
          ['Quiz questions', puzzle.quiz_questions.length],
        ]}
      />
      <ol className="admin-preview__list">
        {puzzle.rounds.map((r, i) => (
          <li key={i}>
            {r.terms.map((t, j) => (
              <span key={t}>
                {j ? ', ' : ''}
                {t === r.impostor ? <strong>{t}</strong> : t}
              </span>
            ))}{' '}
            <span className="admin-preview__muted">— {r.category}</span>
          </li>
        ))}
      </ol>
    </Card>
  );
}

function QuestionPreview({ q }: { q: DailyQuestionContent & { topic: string } }) {
  return (
    <Card title={`${q.topic} Week: Day ${q.day}`}>
      <p>{q.question}</p>
      <ol className="admin-preview__list" type="A">
        {(['A', 'B', 'C', 'D'] as const).map((letter) => (
          <li key={letter}>
            {letter === q.correct ? <strong>{q.options[letter]}</strong> : q.options[letter]}
          </li>
        ))}
      </ol>
    </Card>
  );
}
