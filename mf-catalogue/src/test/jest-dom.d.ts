// The matchers shared/test/setup-dom.ts installs (toBeInTheDocument, toHaveAttribute, ...), for the type checker.
import '@testing-library/jest-dom';
