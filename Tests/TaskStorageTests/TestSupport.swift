import Foundation
import TaskDomain
import TaskTestSupport
@testable import TaskStorage

/// The shared temporary folder (named with the run's pid, swept when its run is gone),
/// under the name these tests have always used.
typealias TemporaryFolder = TaskTestSupport.TemporaryFolder

