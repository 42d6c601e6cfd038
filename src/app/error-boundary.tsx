import { Component, useEffect, useRef, type ErrorInfo, type ReactNode } from 'react';
import { Button, Heading, PageLayout, Text } from '~/ui';
import * as s from './error-boundary.css';

type Props = {
  children: ReactNode;
  /** Where "Go to home" leads. */
  homeHref?: string;
  /** Report the crash (console, monitoring). Never shown to the borrower. */
  onError?: (error: unknown, info: ErrorInfo) => void;
  /** Change it (e.g. the pathname) to leave the error screen automatically after navigating. */
  resetKey?: unknown;
};

type State = { error: unknown; resetKey: unknown; attempt: number };

/**
 * Catches a crash anywhere below it and shows a calm, recoverable page instead of a blank screen.
 * "Try again" re-renders the children; the home link is a plain link so it works even if the router is broken.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { resetKey: props.resetKey, error: null };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  private retry = () => this.setState((state) => ({ error: null, attempt: state.attempt + 1 }));

  override render() {
    if (this.state.error === null) {
      // A new key on retry remounts the subtree, so state that caused the crash is not kept.
      return <RetryScope key={this.state.attempt}>{this.props.children}</RetryScope>;
    }
    return <ErrorScreen homeHref={this.props.homeHref ?? '/'} onRetry={this.retry} />;
  }
}

function RetryScope({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

export function ErrorScreen({ homeHref, onRetry }: { homeHref: string; onRetry: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Focus lands on the message, so keyboard and screen-reader users know the page changed under them.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <PageLayout homeHref={homeHref}>
      <div role="alert">
        <Heading level={1} ref={headingRef} tabIndex={-1}>
          Something went wrong
        </Heading>
      </div>
      <Text>
        This page stopped working because of a problem on our side. Your saved details are safe. Try again, or go
        back to the home page and continue from there.
      </Text>
      <div className={s.actions}>
        <Button onClick={onRetry}>
          Try again
        </Button>
        <Button asChild variant="secondary">
          <a href={homeHref}>Go to home</a>
        </Button>
      </div>
    </PageLayout>
  );
}
