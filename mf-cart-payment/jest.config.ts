import { jestProject } from '../shared/test-kit/src/jest-preset';

export default jestProject(__dirname, 'jsdom');
