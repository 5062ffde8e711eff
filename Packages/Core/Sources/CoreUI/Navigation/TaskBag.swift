/// The work a screen started (loading a page, writing a favorite), so it can be awaited before quitting
/// and cancelled when the screen goes away.
///
/// ```swift
/// let tasks = TaskBag()
/// tasks.run { await model.refresh() }
/// await tasks.settle()   // the refresh finished
/// ```
@MainActor
public final class TaskBag {
  private var tasks: [Int: Task<Void, Never>] = [:]
  private var next = 0

  public init() {}

  /// Whether work is running.
  public var isEmpty: Bool { tasks.isEmpty }

  /// Starts `work`; the task is returned for work that must wait for it.
  @discardableResult
  public func run(_ work: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
    let id = next
    next += 1
    let task = Task { [weak self] in
      await work()
      self?.tasks[id] = nil
    }
    tasks[id] = task
    return task
  }

  /// Waits until no work is running, including work started meanwhile.
  public func settle() async {
    while let (id, task) = tasks.first {
      await task.value
      tasks[id] = nil
    }
  }

  /// Cancels all work; what is cancelled still finishes its current step.
  public func cancelAll() {
    for task in tasks.values { task.cancel() }
    tasks.removeAll()
  }
}
