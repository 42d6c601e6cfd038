import { holdFetch } from '../../charts/seeded-screen';
import { JourneyStory } from './journey-story';

/** Shared by every journey screen story file (each adds its title). */
export const journeyMeta = { component: JourneyStory, parameters: { layout: 'fullscreen' }, beforeEach: holdFetch } as const;
