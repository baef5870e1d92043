/// The helpers tests share with kiosk-bench (fixtures, temporary directories, child processes) come with
/// `import TestSupport`.
@_exported import DevSupport
