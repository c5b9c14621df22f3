/** Shows `fallback` instead of a lazily loaded part whose chunk could not be loaded even after its retries. */
import { Component, type ReactNode } from 'react';

export class LoadBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(err: unknown) {
    console.error('a part of the page could not load', err);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
