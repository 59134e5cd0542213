// Placeholder: replaced by the benchmark helper.
#pragma once
