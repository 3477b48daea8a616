import { describe, expect, it } from '@jest/globals';
import { matchCourses } from '@/features/courses/lib/match-courses';
import { type Course } from '@/features/courses/types';

function course(id: number, overrides: Partial<Course>): Course {
  return {
    id,
    name: '',
    classification: '',
    discipline: '',
    price: 1000,
    image: null,
    description: '',
    location: '',
    time: '',
    instructor: '',
    category_id: 1,
    sub_category_id: 1,
    ...overrides,
  };
}

const catalogue = [
  course(1, {
    name: 'Gas Lift Design and Optimisation',
    classification: 'PE-204',
    discipline: 'Artificial lift',
  }),
  course(2, {
    name: 'Applied Reservoir Engineering',
    classification: 'RE-101',
    discipline: 'Reservoir',
  }),
  course(3, {
    name: 'Pipeline Integrity Management',
    classification: 'DS-220',
    discipline: 'Pipelines',
    category: { id: 2, title: 'Downstream' },
    sub_category: { id: 5, title: 'Midstream assets' },
  }),
];

const ids = (query: string) => matchCourses(catalogue, query).map((found) => found.id);

describe('matchCourses', () => {
  it('finds a course by a word of its name, in any case', () => {
    expect(ids('optimisation')).toEqual([1]);
    expect(ids('RESERVOIR')).toEqual([2]);
  });

  it('finds courses by classification, discipline or group', () => {
    expect(ids('pe-204')).toEqual([1]);
    expect(ids('artificial lift')).toEqual([1]);
    expect(ids('downstream')).toEqual([3]);
    expect(ids('midstream')).toEqual([3]);
  });

  it('needs every word, and ignores accents and extra spaces', () => {
    expect(ids('  gas   design ')).toEqual([1]);
    expect(ids('gas reservoir')).toEqual([]);
    expect(ids('Optimisatión')).toEqual([1]);
  });

  it('matches nothing for an empty query', () => {
    expect(ids('   ')).toEqual([]);
  });
});
