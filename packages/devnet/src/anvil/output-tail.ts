/** Keeps the last lines a child process printed, to explain why it failed. */
export class OutputTail {
  private readonly lines: string[] = [];
  private partial = '';

  constructor(private readonly maxLines = 40) {}

  push(chunk: string): void {
    const parts = (this.partial + chunk).split('\n');
    this.partial = parts.pop() ?? '';
    this.lines.push(...parts);
    this.lines.splice(0, Math.max(0, this.lines.length - this.maxLines));
  }

  text(): string {
    return [...this.lines, this.partial].filter((line) => line.length > 0).join('\n');
  }
}
