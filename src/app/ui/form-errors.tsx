/**
 * What is wrong with a form, one line each, read out at once; nothing if all is well. The alert
 * role sits on a wrapper: on the list itself it would erase the list's meaning and leave its
 * items without one.
 */
export function FormErrors({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <div role="alert">
      <ul className="inline-error error-list">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
