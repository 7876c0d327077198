import { fsrs, Rating, type Card, type Grade } from "ts-fsrs";
import type { ReviewGrade } from "../../shared/contract";
import type { ReviewCard } from "../db/schema";
import type { ScheduledCard } from "../db/review";

export const REVIEW_GRADES = ["again", "hard", "good", "easy"] as const satisfies readonly ReviewGrade[];

const RATINGS: Record<ReviewGrade, Grade> = { again: Rating.Again, hard: Rating.Hard, good: Rating.Good, easy: Rating.Easy };

/** ts-fsrs with its defaults (no fuzz), so a grade's next due date is exactly what the library computes. */
const scheduler = fsrs();

export function toFsrsCard(row: ReviewCard): Card {
  return {
    due: new Date(row.due),
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsedDays,
    scheduled_days: row.scheduledDays,
    learning_steps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state,
    last_review: row.lastReview === null ? undefined : new Date(row.lastReview),
  };
}

/** The card after the reader's grade at `now`, as the columns store it. */
export function gradeCard(row: ReviewCard, grade: ReviewGrade, now: number): ScheduledCard {
  const { card } = scheduler.next(toFsrsCard(row), new Date(now), RATINGS[grade]);
  return {
    due: card.due.getTime(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ? card.last_review.getTime() : null,
  };
}
